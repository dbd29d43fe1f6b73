// Words a question is made of but that say nothing about which meeting it is about.
export const STOP_WORDS = new Set(
  'a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours did said say says tell told anything something everything thing things think thought know let lets us we did do does ever give get got make made'.split(
    ' ',
  ),
);

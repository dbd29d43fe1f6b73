// The transcript App's HTML, made by scripts/build.mjs from app/transcript at build time.
declare module 'scribekit:transcript-app.html' {
  const html: string;
  export default html;
}

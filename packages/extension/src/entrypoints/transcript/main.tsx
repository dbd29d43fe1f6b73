import { render } from 'preact';
import '../../ui/styles.css';
import './transcript.css';
import { setPageLanguage } from '../../ui/page-language.js';
import { App } from './App.js';

setPageLanguage();
const params = new URLSearchParams(location.search);
// `t`: the moment to open at (a search hit's, an answer's source), in seconds.
const startAt = Number.parseFloat(params.get('t') ?? '');
render(
  <App
    transcriptId={params.get('id') ?? ''}
    startAt={Number.isFinite(startAt) && startAt >= 0 ? startAt : null}
  />,
  document.getElementById('app') as HTMLElement,
);

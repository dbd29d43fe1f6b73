import { render } from 'preact';
import '../../ui/styles.css';
import './transcript.css';
import { setPageLanguage } from '../../ui/page-language.js';
import { App } from './App.js';

setPageLanguage();
render(
  <App transcriptId={new URLSearchParams(location.search).get('id') ?? ''} />,
  document.getElementById('app') as HTMLElement,
);

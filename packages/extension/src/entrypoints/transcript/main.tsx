import { render } from 'preact';
import '../../ui/styles.css';
import { App } from './App.js';

render(
  <App transcriptId={new URLSearchParams(location.search).get('id') ?? ''} />,
  document.getElementById('app') as HTMLElement,
);

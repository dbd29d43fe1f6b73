import { render } from 'preact';
import '../../ui/styles.css';
import './all-transcripts.css';
import { setPageLanguage } from '../../ui/page-language.js';
import { App } from './App.js';

setPageLanguage();
render(<App />, document.getElementById('app') as HTMLElement);

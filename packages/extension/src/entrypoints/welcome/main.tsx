import { render } from 'preact';
import '../../ui/styles.css';
import './welcome.css';
import { setPageLanguage } from '../../ui/page-language.js';
import { App } from './App.js';

setPageLanguage();
render(<App />, document.getElementById('app') as HTMLElement);

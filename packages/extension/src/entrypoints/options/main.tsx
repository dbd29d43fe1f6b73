import { render } from 'preact';
import '../../ui/styles.css';
import { App } from './App.js';

render(<App />, document.getElementById('app') as HTMLElement);

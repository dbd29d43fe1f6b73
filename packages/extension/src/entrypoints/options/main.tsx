import { render } from 'preact';
import { i18n } from '#i18n';
import '../../ui/styles.css';
import './options.css';
import { setPageLanguage } from '../../ui/page-language.js';
import { App } from './App.js';

setPageLanguage();
document.title = i18n.t('options.documentTitle');
render(<App />, document.getElementById('app') as HTMLElement);

import { render } from 'preact';
import '../../ui/styles.css';
import { i18n } from '#i18n';
import { setPageLanguage } from '../../ui/page-language.js';
import { App } from './App.js';

setPageLanguage();
document.title = i18n.t('microphone.title');
render(<App />, document.getElementById('app') as HTMLElement);

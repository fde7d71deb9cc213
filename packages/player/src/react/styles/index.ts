// Every stylesheet of the player view as one string. The player root renders it in a <style>
// element inside its own root (the portal page or the element's shadow root), so the player never
// depends on a host page's global stylesheets. base.css comes first: it defines the custom
// properties the others read.
import attachments from '../components/attachments-sidebar.css?inline';
import comments from '../components/comments-panel.css?inline';
import controls from '../components/controls-bar.css?inline';
import overlays from '../components/overlays.css?inline';
import quiz from '../components/quiz.css?inline';
import message from '../components/player-message.css?inline';
import reactions from '../components/reactions-bar.css?inline';
import search from '../components/search-panel.css?inline';
import settings from '../components/settings-panel.css?inline';
import stepMenu from '../components/step-menu.css?inline';
import summary from '../components/summary-panel.css?inline';
import toolbox from '../components/toolbox.css?inline';
import watermark from '../components/watermark.css?inline';
import base from './base.css?inline';

export const playerStyles: string = [
  base,
  controls,
  stepMenu,
  overlays,
  message,
  attachments,
  search,
  settings,
  toolbox,
  watermark,
  comments,
  reactions,
  summary,
  quiz,
].join('\n');

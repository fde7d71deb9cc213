// Typed against English: a namespace left out here is a type error (and a test failure).
import type { Catalogue } from '../../catalogue.js';
import common from './common.js';
import alert from './alert.js';
import upload from './upload.js';
import card from './card.js';
import search from './search.js';
import player from './player.js';
import workspaceOld from './workspace-old.js';
import auth from './auth.js';
import rules from './rules.js';
import nav from './nav.js';
import session from './session.js';
import account from './account.js';
import shell from './shell.js';
import admin from './admin.js';
import profile from './profile.js';
import theme from './theme.js';
import share from './share.js';
import elearning from './elearning.js';
import embed from './embed.js';
import scorm from './scorm.js';
import permissions from './permissions.js';
import summary from './summary.js';
import assistantPage from './assistantPage.js';
import assistant from './assistant.js';
import pinSetup from './pinSetup.js';
import users from './users.js';
import transcript from './transcript.js';

const catalogue: Catalogue = {
  ...common,
  ...alert,
  ...upload,
  ...card,
  ...search,
  ...player,
  ...workspaceOld,
  ...auth,
  ...rules,
  ...nav,
  ...session,
  ...account,
  ...shell,
  ...admin,
  ...profile,
  ...theme,
  ...share,
  ...elearning,
  ...embed,
  ...scorm,
  ...permissions,
  ...summary,
  ...assistantPage,
  ...assistant,
  ...pinSetup,
  ...users,
  ...transcript,
};

export default catalogue;

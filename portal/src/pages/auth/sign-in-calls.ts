/**
 * The sign-in screen's server calls and the portal's Api, in one chunk (the API client with ky
 * and zod). The page fetches it when the visitor starts using the form, not with the form: the
 * first visit's budget (issue 4) counts the JavaScript before the form is usable.
 */
export {
  checkIdp,
  forgotPassword,
  forgotPin,
  getLoginSettings,
  getPinStatus,
  login,
  signInEmployeeId,
  signInEmployeePin,
  signInSharedAccount,
} from '@stepwise/api';
export { api } from '../../api';

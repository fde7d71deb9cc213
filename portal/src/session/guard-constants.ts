/** The error data of a page the failed IP check hides (the guard's boundary shows the alert). */
export const IP_BLOCKED = 'ip-restricted';
/** Where an org admin whose IP check failed is sent, when that page is routed. */
export const IP_SETTINGS_PATH = '/admin/setting/ip-restriction';

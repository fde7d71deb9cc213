/** The workspace layout route's id: its loader data (the workspace) is read by the tabs. */
export const WORKSPACE_ROUTE_ID = 'workspace';

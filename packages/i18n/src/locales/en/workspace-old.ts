// The pages that predate issue 4 (home, owned by me, workspace, pager). Their keys keep their
// original prefixes so those pages did not change; the shell's screens replace them over time.
export default {
  'home.title': 'Welcome, {name}',
  'home.intro':
    'Pick a workspace in the side menu to see its workflows, or search across all of them.',

  'workspace.tabs': 'Workspace content',
  'workspace.tab.workflow': 'Workflows',
  'workspace.counts': 'Workflow counts',
  'workspace.count.created': 'Created',
  'workspace.count.published': 'Published',
  'workspace.count.unpublished': 'Unpublished',
  'workspace.upload': 'Upload video',
  'workspace.empty': 'No workflows in this workspace yet.',
  'workspace.emptyUpload': 'Upload a video to create the first one.',
  'workspace.interrupted': '{count} upload(s) in this workspace stopped before they finished.',
  'workspace.reviewUploads': 'Review uploads',

  'ownedByMe.title': 'Owned by me',
  'ownedByMe.tabs': 'Content you own',
  'ownedByMe.tab.workflows': 'Workflows',
  'ownedByMe.empty': 'You have not created any workflows yet.',

  'pager.label': 'Pages',
  'pager.previous': 'Previous page',
  'pager.next': 'Next page',
  'pager.status': 'Page {page} of {pageCount}',
} as const;

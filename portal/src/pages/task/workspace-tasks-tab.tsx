import { useParams } from 'react-router';
import { TaskListView } from './task-list-view';

/** /workspace/{workspaceId}/tasks (000 §2): the workspace's tasks, made there by default. */
export function WorkspaceTasksTab() {
  const { workspaceId = '' } = useParams();
  return (
    <div data-testid="workspace-tab-panel-tasks">
      <TaskListView key={workspaceId} workspaceId={workspaceId} />
    </div>
  );
}

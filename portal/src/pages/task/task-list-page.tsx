/** /task/list (002 §2): the tasks the caller manages; /task goes here. */
import { redirect } from 'react-router';
import { t } from '../../i18n/t';
import { TaskListView } from './task-list-view';
import { taskPaths } from './task-paths';

export const taskIndexLoader = () => redirect(taskPaths.list);

export function TaskListPage() {
  return (
    <section className="task-page" data-testid="task-list-page">
      <h1>{t('tasks.list.title')}</h1>
      <TaskListView />
    </section>
  );
}

/**
 * The saved grid states of one report (002 §7 ag-grid-state CRUD): the list, save as, update,
 * delete. Each change answers the saved state (or throws the server's message) and reloads the
 * list.
 */
import { createGridState, deleteGridState, listGridStates, updateGridState } from '@stepwise/api';
import type { ConfigurableReport, GridState, SavedGridState } from '@stepwise/core';
import { api } from '../../../api';
import { useLoad, type Load } from '../../../lib/use-load';

export interface SavedStates {
  list: Load<SavedGridState[]>;
  retry: () => void;
  create: (name: string, state: GridState) => Promise<SavedGridState>;
  update: (id: string, state: GridState) => Promise<SavedGridState>;
  remove: (id: string) => Promise<void>;
}

export function useSavedStates(report: ConfigurableReport): SavedStates {
  const [list, retry] = useLoad(`grid-states:${report}`, () => listGridStates(api, report));
  return {
    list,
    retry,
    async create(name, state) {
      const item = await createGridState(api, { report, name, state });
      retry();
      return item;
    },
    async update(id, state) {
      const item = await updateGridState(api, id, { state });
      retry();
      return item;
    },
    async remove(id) {
      await deleteGridState(api, id);
      retry();
    },
  };
}

// lint-as: packages/player/src/layers-fixture.ts
// Right way: a widget imports the layers below it by package name.
import { StepwiseError } from '@stepwise/core';
import { Switch } from '@stepwise/ui';
import { useT } from '@stepwise/i18n/react';
import type { WorkflowsApi } from '@stepwise/api';

export const parts = [StepwiseError, Switch, useT];
export type Api = WorkflowsApi;

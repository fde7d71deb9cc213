import { WORKFLOW_SEARCH_PAGE_SIZE, type SearchResults } from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

export interface SearchQuery {
  keyword: string;
  page?: number;
  size?: number;
}

/** GET /v1/search/workflows: titles and transcript sentences, 10 a page (002 §9). */
export function searchWorkflows(api: Api, query: SearchQuery): Promise<SearchResults> {
  return call(api, 'GET /v1/search/workflows', {
    searchParams: {
      keyword: query.keyword,
      page: query.page ?? 0,
      size: query.size ?? WORKFLOW_SEARCH_PAGE_SIZE,
    },
  });
}

export interface SearchFilters {
  keyword?: string;
  workspaceIds?: string[];
  published?: boolean;
  ownedByMe?: boolean;
}

export interface SearchRequest {
  filters?: SearchFilters;
  paginate?: { page: number; size: number };
  sort?: { field: 'relevance' | 'updatedAt' | 'createdAt' | 'title'; order: 'asc' | 'desc' };
}

/** POST /v1/workflows/search with filters, paging and sort (002 §7). */
export function searchWorkflowsAdvanced(api: Api, body: SearchRequest): Promise<SearchResults> {
  return call(api, 'POST /v1/workflows/search', { json: body });
}

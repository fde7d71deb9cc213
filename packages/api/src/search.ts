import { WORKFLOW_SEARCH_PAGE_SIZE } from '@stepwise/core';
import { request, type Api } from './client.js';
import { searchResultsSchema, type SearchResults } from './schemas.js';

export interface SearchQuery {
  keyword: string;
  page?: number;
  size?: number;
}

/** GET /v1/search/workflows: titles and transcript sentences, 10 a page (002 §9). */
export function searchWorkflows(api: Api, query: SearchQuery): Promise<SearchResults> {
  return request(api, 'get', 'v1/search/workflows', searchResultsSchema, {
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
  return request(api, 'post', 'v1/workflows/search', searchResultsSchema, { json: body });
}

/** The search results page (`/{locale}/search?q=&page=`): what app/ renders it with. */
export { SearchResultsPage } from './components/search-results-page';
export { readSearchPageRequest, type SearchPageRequest } from './logic/search-page';
export { searchPageMetadata } from './metadata';

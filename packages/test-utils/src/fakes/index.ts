export { createMemoryStorage, type MemoryStorage } from './create-memory-storage.js';
export {
  createSpyEnvironment,
  type SpyEnvironment,
  type SpyEnvironmentOptions,
} from './create-spy-environment.js';
export {
  createFakeFetch,
  jsonResponse,
  requestsOf,
  type FakeAnswer,
  type FakeRequest,
} from './create-fake-fetch.js';

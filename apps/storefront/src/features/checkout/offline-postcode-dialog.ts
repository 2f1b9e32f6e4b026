// The offline address finder's dialog, a chunk of its own loaded on the first search.
export { OfflinePostcodeDialog as default } from '@atelier/ui-kit';

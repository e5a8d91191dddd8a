// The tests of this package take their ports where the repository's scripts and end-to-end
// setup take theirs: one helper that never hands the same port out twice in a process.
export { freePort } from '../../../../scripts/lib/freePort.ts';

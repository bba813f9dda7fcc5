// The e2e suites' stack is the shared one of scripts/stack.ts, which `pnpm bench` uses too.
export { startStack, type Stack } from '../scripts/stack.ts';

import type { SourceMessage } from './catalogFiles';
import { runFormatjs } from './formatjs';

/** Tests and stories render messages, they do not declare them. */
export const defaultIgnore = ['**/*.test.*', '**/*.stories.*', '**/*.d.ts', '**/node_modules/**'];

/**
 * The messages declared in source files (`defineMessages`, `<FormattedMessage>`, `intl.formatMessage`), read by
 * `formatjs extract`: id → English text and description. Throws when a file cannot be read or one id carries two
 * different texts.
 */
export function extractMessages(
  files: string[],
  { ignore = defaultIgnore, cwd = process.cwd() }: { ignore?: string[]; cwd?: string } = {},
): Record<string, SourceMessage> {
  const output = runFormatjs(['extract', ...files, '--throws', '--ignore', ...ignore], cwd);
  const parsed = JSON.parse(output.trim() || '{}') as Record<string, SourceMessage>;
  const messages: Record<string, SourceMessage> = {};
  for (const [id, { defaultMessage, description }] of Object.entries(parsed)) {
    messages[id] = description === undefined ? { defaultMessage } : { defaultMessage, description };
  }
  return messages;
}

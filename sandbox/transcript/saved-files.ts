// The sandbox's `--save-files DIR`: writes every file the bot sends (pictures, spreadsheets) to disk under a sortable, shell-safe name.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredMessage } from '../../standin/model.js';

/**
 * `--save-files DIR`: every file the bot sends is written to DIR, so a
 * person can open the pictures and spreadsheets a transcript made. Each is
 * named `<seq>-<where>-<name>`: `seq` counts the files of the run (so a
 * listing is in the order they were sent), `where` is the channel, `dm-NAME`
 * or `only-NAME` (a private reply), and everything but letters, digits,
 * `.`, `_` and `-` becomes `_`. A message edited in place keeps its files:
 * only files new to it are written again.
 */
export class SavedFiles {
  private readonly written = new Map<string, string>();
  private count = 0;

  constructor(readonly directory: string) {
    mkdirSync(directory, { recursive: true });
  }

  /** Writes the message's files not written yet; every file's path, by attachment id. */
  save(message: StoredMessage, where: string): Map<string, string> {
    for (const file of message.attachments) {
      if (this.written.has(file.id)) continue;
      this.count += 1;
      const name = `${String(this.count).padStart(3, '0')}-${safe(where).slice(0, 60)}-${safe(file.filename)}`;
      const path = join(this.directory, name);
      writeFileSync(path, file.content);
      this.written.set(file.id, path);
    }
    return this.written;
  }
}

/** A name any file system takes and a shell needs no quotes for. */
function safe(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'file';
}

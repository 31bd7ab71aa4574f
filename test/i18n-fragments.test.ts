// Source check: no sentence is glued together in code from catalog text and words of its own, since word order differs by language (issue 19).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root } from './fixtures/imports.js';

// Issue 19: word order differs between languages, so no sentence is assembled in code from a catalog sentence and
// words of its own (`${t('x')} more`, 'Round ' + t('y')): every word comes from the catalog, whole sentences joined
// by punctuation or line breaks at most.

/** Where a template or a `+` mixes words written in code with a catalog sentence (`t(…)` or `words.t(…)`). */
function fragments(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const callsCatalog = (node: ts.Node): boolean => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if ((ts.isIdentifier(callee) && callee.text === 't') || (ts.isPropertyAccessExpression(callee) && callee.name.text === 't')) return true;
    }
    return ts.forEachChild(node, callsCatalog) ?? false;
  };
  const words = (literal: string) => /\p{L}/u.test(literal);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTemplateExpression(node)) {
      const literal = node.head.text + node.templateSpans.map((span) => span.literal.text).join('');
      if (words(literal) && node.templateSpans.some((span) => callsCatalog(span.expression))) found.push(node.getText());
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const sides = [node.left, node.right];
      const wordy = sides.some((side) => (ts.isStringLiteral(side) || ts.isNoSubstitutionTemplateLiteral(side)) && words(side.text));
      if (wordy && sides.some(callsCatalog)) found.push(node.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

describe('no sentence assembled from fragments in code (issue 19)', () => {
  it('finds a fragment where there is one, and not where sentences are only joined', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source, as the detector reads it
    expect(fragments('a.ts', "const a = `${t('x')} more`; const b = 'Round ' + words.t('y');")).toHaveLength(2);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source, as the detector reads it
    expect(fragments('b.ts', "const a = `${t('x')}\\n${t('y')} · ${count}`; const b = `**${t('title')}**`;")).toEqual([]);
  });

  it('holds for every file of the bot (the sandbox’s demo aside)', () => {
    const offenders = sourceFiles(join(root, 'src'))
      .filter((file) => !file.includes(`${join('src', 'sandbox')}`))
      .flatMap((file) => fragments(file, readFileSync(file, 'utf8')).map((fragment) => `${file}: ${fragment}`));
    expect(offenders).toEqual([]);
  });
});

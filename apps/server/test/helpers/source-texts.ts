import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** A text as the source writes it: a string, a piece of a template between its `${}`s, or JSX text. */
export interface SourceText {
  file: string;
  line: number;
  text: string;
}

/** Every .ts/.tsx file under `dir` (relative to the repository), tests and `skip` left out. */
export function sourceFiles(dir: string, skip: (relative: string) => boolean = () => false): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      const relative = path.relative(REPO_ROOT, full);
      if (entry.name === 'node_modules' || skip(relative)) continue;
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name)) found.push(relative);
    }
  };
  walk(path.join(REPO_ROOT, dir));
  return found;
}

const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralLikeNode | ts.JsxText =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateHead(node) ||
  ts.isTemplateMiddle(node) ||
  ts.isTemplateTail(node) ||
  ts.isJsxText(node);

/**
 * The texts of one file, read with the TypeScript parser so comments are never taken for texts.
 * SQL (templates tagged `sql`) is left out: the database's own bounds are checked against the
 * constants by reading the database. A number written into a JSX attribute named in
 * `numericAttributes` (a field's `maxLength`) comes back as its text.
 */
export function textsOf(file: string, numericAttributes: readonly string[] = []): SourceText[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'), ts.ScriptTarget.Latest, false);
  const texts: SourceText[] = [];
  const add = (node: ts.Node, text: string) => texts.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text });
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && /^sql\b/.test(node.tag.getText(source))) return;
    if (isText(node)) add(node, node.text);
    if (ts.isJsxAttribute(node) && numericAttributes.includes(node.name.getText(source)) && node.initializer && ts.isJsxExpression(node.initializer)) {
      const value = node.initializer.expression;
      if (value && ts.isNumericLiteral(value)) add(node, `${node.name.getText(source)}=${value.getText(source)}`);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return texts;
}

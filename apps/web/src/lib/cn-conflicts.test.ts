import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';

/**
 * `cn` only joins class names (decision 0050): two utilities that set the same thing both stay,
 * and the stylesheet's order, not the caller, decides which shows. These read the source and ask
 * tailwind-merge (here only, not shipped) which classes would have fought.
 */
const SRC = path.resolve(import.meta.dirname, '..');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });

/** `a` then `b` in one class list: tailwind-merge drops `a` when they set the same thing. */
const fight = (a: string, b: string) => a !== b && twMerge(`${a} ${b}`) === b;

interface Parsed {
  file: string;
  source: ts.SourceFile;
  /** The file's top-level constants, which a class list may name (`variants[variant]`). */
  consts: Map<string, ts.Expression>;
}

/**
 * The class names written in `node`, following the file's constants. A default after `??` on a
 * caller's className is left out: it applies only when the caller passes none.
 */
function classesIn(node: ts.Node, consts: Map<string, ts.Expression>): string[] {
  const out: string[] = [];
  const followed = new Set<string>();
  const words = (text: string) => out.push(...text.split(/\s+/).filter(Boolean));
  const visit = (n: ts.Node) => {
    if (ts.isIdentifier(n)) {
      const value = consts.get(n.text);
      if (value && !followed.has(n.text)) {
        followed.add(n.text);
        visit(value);
      }
      return;
    }
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return words(n.text);
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken && /className/.test(n.left.getText())) return visit(n.left);
    if (ts.isTemplateExpression(n)) {
      words(n.head.text);
      for (const span of n.templateSpans) {
        visit(span.expression);
        words(span.literal.text);
      }
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return out;
}

const parsed: Parsed[] = sourceFiles(SRC).map((file) => {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const consts = new Map<string, ts.Expression>();
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer && !ts.isArrowFunction(d.initializer) && !ts.isCallExpression(d.initializer))
          consts.set(d.name.text, d.initializer);
  return { file, source, consts };
});

const where = (p: Parsed, n: ts.Node) => `${path.relative(SRC, p.file)}:${p.source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;

function walk(p: Parsed, visit: (n: ts.Node, component: string | undefined) => void) {
  const go = (n: ts.Node, component: string | undefined) => {
    const named = (ts.isFunctionDeclaration(n) || ts.isVariableDeclaration(n)) && n.name && ts.isIdentifier(n.name) ? n.name.text : undefined;
    const inside = named && /^[A-Z]/.test(named) ? named : component;
    visit(n, inside);
    ts.forEachChild(n, (c) => go(c, inside));
  };
  go(p.source, undefined);
}

const isCn = (n: ts.Node): n is ts.CallExpression => ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'cn';

/** Each component that joins a caller's className into its own classes, with those classes. */
const ownClasses = new Map<string, string[]>();
for (const p of parsed)
  walk(p, (n, component) => {
    if (!component || !isCn(n)) return;
    const args = n.arguments.filter((a) => !/className/.test(a.getText()));
    if (args.length === n.arguments.length) return;
    ownClasses.set(component, [...(ownClasses.get(component) ?? []), ...args.flatMap((a) => classesIn(a, p.consts))]);
  });

describe('class names joined by cn', () => {
  it('no cn call joins two classes that set the same thing (write the choice as a ternary)', () => {
    const fights: string[] = [];
    for (const p of parsed)
      walk(p, (n) => {
        if (!isCn(n)) return;
        const lists = n.arguments.map((a) => classesIn(a, p.consts));
        lists.forEach((earlier, i) =>
          lists.slice(i + 1).forEach((later) => {
            for (const a of earlier) for (const b of later) if (fight(a, b)) fights.push(`${where(p, n)}: ${a} / ${b}`);
          }),
        );
      });
    expect(fights).toEqual([]);
  });

  it("no screen passes a component a class that fights one of the component's own utilities (put its look in primitives.css)", () => {
    expect(ownClasses.get('Card')).toEqual(['ui-card']);
    const fights: string[] = [];
    for (const p of parsed)
      walk(p, (n) => {
        if (!(ts.isJsxSelfClosingElement(n) || ts.isJsxOpeningElement(n)) || !ts.isIdentifier(n.tagName)) return;
        const own = ownClasses.get(n.tagName.text);
        if (!own) return;
        for (const attribute of n.attributes.properties) {
          if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== 'className' || !attribute.initializer) continue;
          for (const b of classesIn(attribute.initializer, p.consts))
            for (const a of own) if (fight(a, b)) fights.push(`${where(p, n)} <${n.tagName.text}>: ${a} / ${b}`);
        }
      });
    expect(fights).toEqual([]);
  });

  it('every ui-* class the components use is defined in primitives.css, inside the components layer', () => {
    const css = fs.readFileSync(path.join(SRC, 'components/ui/primitives.css'), 'utf8');
    const layer = css.slice(css.indexOf('@layer components {'));
    expect(layer.length).toBeLessThan(css.length);
    const defined = new Set([...layer.matchAll(/\.(ui-[a-z-]+)\s*\{/g)].map((m) => m[1]));
    const used = new Set(parsed.flatMap((p) => [...p.source.text.matchAll(/['"` ](ui-[a-z-]+)(?=['"` ])/g)].map((m) => m[1]!)));
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((c) => !defined.has(c))).toEqual([]);
  });
});

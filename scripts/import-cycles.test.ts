/**
 * No import cycles in apps/web/src and apps/server/src: every module can be read, tested and
 * loaded after the modules it imports, and a layer never reaches back into the layer that uses
 * it (docs/web-structure.md "Seams", docs/decisions/import-cycles.md).
 *
 * Imports are read with the TypeScript compiler's own pre-processor (`ts.preProcessFile`):
 * static imports, `export … from`, type-only imports and dynamic `import()` all count — a lazy
 * screen that imports its own loader back is still a loop in the structure. Only relative
 * specifiers are followed (packages cannot import the apps back). A failure names each cycle as
 * a chain of files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mts)$/;

/** Every TypeScript file under `dir`, absolute paths. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return item.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(item.name) && !item.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names (`./x.ts`, `./x`, `./dir`), or undefined. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Module graph: each file → the files of the tree it imports. */
function importGraph(dirs: string[]): Map<string, string[]> {
  const files = dirs.flatMap((dir) => sourceFiles(dir));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((ref) => ref.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target): target is string => target !== undefined && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The cycles of `graph`: one chain per strongly connected component with more than one file
 * (or a file importing itself), as `a → b → … → a`, found with Tarjan's algorithm.
 */
function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);

  // One readable chain per component: a shortest way back to its first file.
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0]!;
    const previous = new Map<string, string>();
    const queue = [start];
    for (let at = 0; at < queue.length; at += 1) {
      const node = queue[at]!;
      for (const next of graph.get(node) ?? []) {
        if (!members.has(next)) continue;
        if (next === start) {
          const chain = [start];
          for (
            let back: string | undefined = node;
            back !== start && back;
            back = previous.get(back)
          ) {
            chain.splice(1, 0, back);
          }
          return [...chain, start];
        }
        if (!previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    return [...component, component[0]!];
  });
}

const describeCycles = (cycles: string[][]) =>
  cycles.map((chain) => chain.map((file) => relative(ROOT, file)).join(' → ')).join('\n');

describe('import cycles', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(findCycles(graph).map((chain) => chain.join('→'))).toEqual(
      expect.arrayContaining(['a→b→c→a', 'e→e']),
    );
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it.each([['apps/web/src'], ['apps/server/src']])('there are none in %s', (dir) => {
    const graph = importGraph([join(ROOT, dir)]);
    expect(graph.size).toBeGreaterThan(10);
    expect(describeCycles(findCycles(graph))).toBe('');
  });
});

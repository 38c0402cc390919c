import ts from 'typescript';
import babel from '@lingui/cli/api/extractors/babel';
import type { ExtractedMessage, ExtractorType } from '@lingui/conf';

/**
 * The messages a file uses, for `lingui extract` and the catalogue check (scripts/catalogueCheck.ts): what Lingui's
 * own extractor finds (`i18n._('id')`, `/*i18n*\/ 'id'` markers, which tables of ids use), the views' `_('id', values)`
 * calls through `const { _ } = useLingui()` from `@lingui/react`, which Lingui's extractor only knows from its macros,
 * a Translator's `words._('id')`, the `message('id')` a machine carries, and `<Trans id="id">` of the views' own `Trans`.
 */
export function useLinguiCalls(filename: string, code: string): ExtractedMessage[] {
  const kind = filename.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true, kind);
  const found: ExtractedMessage[] = [];
  const visit = (node: ts.Node): void => {
    // `_('id')` from useLingui, and `words._('id')` of a Translator (src/domain/translator.ts) outside the views.
    const callee = ts.isCallExpression(node) ? node.expression : undefined;
    // `message('id', values)`: the message a machine carries (src/machines/shared/message.ts).
    const calls = callee !== undefined && ((ts.isIdentifier(callee) && (callee.text === '_' || callee.text === 'message')) || (ts.isPropertyAccessExpression(callee) && callee.name.text === '_'));
    if (calls && ts.isCallExpression(node)) {
      const [first] = node.arguments;
      if (first !== undefined && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        const line = source.getLineAndCharacterOfPosition(first.getStart(source)).line + 1;
        found.push({ id: first.text, origin: [filename, line] });
      }
    }
    // `<Trans id="id" components={…} />` of src/views/components/Trans.tsx, which Lingui's extractor knows only when
    // imported from `@lingui/react`.
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && ts.isIdentifier(node.tagName) && node.tagName.text === 'Trans') {
      const id = node.attributes.properties.find((a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && ts.isIdentifier(a.name) && a.name.text === 'id');
      if (id?.initializer !== undefined && ts.isStringLiteral(id.initializer)) {
        const line = source.getLineAndCharacterOfPosition(id.initializer.getStart(source)).line + 1;
        found.push({ id: id.initializer.text, origin: [filename, line] });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const extractor: ExtractorType = {
  match: (filename) => babel.match(filename),
  async extract(filename, code, onMessageExtracted, ctx) {
    await babel.extract(filename, code, onMessageExtracted, ctx);
    if (/\.tsx?$/.test(filename)) for (const message of useLinguiCalls(filename, code)) onMessageExtracted(message);
  },
};

export default extractor;

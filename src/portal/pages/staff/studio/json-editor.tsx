import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, indentOnInput, syntaxHighlighting, defaultHighlightStyle } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { Annotation, EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import type { StudioProblem } from '../../../../api/studio';

const external = Annotation.define<boolean>();

export interface JsonEditorHandle {
  /** Moves the cursor to a line and column (from 1) and focuses the editor. */
  goTo: (line: number, column?: number) => void;
}

interface Props {
  label: string;
  value: string;
  readOnly: boolean;
  problems: StudioProblem[];
  onChange: (text: string) => void;
}

/** A JSON editor (CodeMirror 6) whose check problems are marked at their line and column. */
export const JsonEditor = forwardRef<JsonEditorHandle, Props>(function JsonEditor({ label, value, readOnly, problems, onChange }, ref) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    if (!host.current) return undefined;
    const v = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(), history(), bracketMatching(), indentOnInput(), json(), lintGutter(),
          syntaxHighlighting(defaultHighlightStyle),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorState.readOnly.of(readOnly),
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged && !u.transactions.some((t) => t.annotation(external))) change.current(u.state.doc.toString());
          }),
        ],
      }),
    });
    // the scrolling box is reachable by keyboard too (long lines scroll sideways)
    v.scrollDOM.tabIndex = 0;
    v.scrollDOM.setAttribute('aria-label', label);
    v.scrollDOM.setAttribute('role', 'region');
    view.current = v;
    return () => v.destroy();
    // the editor is made once per file; later values arrive through the effect below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, readOnly]);

  // a change made elsewhere (the copy form, the flow editor) replaces the text, keeping the editor's own typing
  useEffect(() => {
    const v = view.current;
    if (!v || v.state.doc.toString() === value) return;
    v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value }, annotations: external.of(true) });
  }, [value]);

  useEffect(() => {
    const v = view.current;
    if (!v) return;
    const doc = v.state.doc;
    const diagnostics: Diagnostic[] = problems.map((p) => {
      const line = doc.line(Math.min(Math.max(p.line ?? 1, 1), doc.lines));
      const from = Math.min(line.from + Math.max((p.column ?? 1) - 1, 0), line.to);
      return { from, to: Math.max(from, line.to), severity: 'error', message: `${p.pointer || '/'}: ${p.message}` };
    });
    v.dispatch(setDiagnostics(v.state, diagnostics));
  }, [problems, value]);

  useImperativeHandle(ref, () => ({
    goTo: (lineNo, column = 1) => {
      const v = view.current;
      if (!v) return;
      const line = v.state.doc.line(Math.min(Math.max(lineNo, 1), v.state.doc.lines));
      const pos = Math.min(line.from + column - 1, line.to);
      v.dispatch({ selection: { anchor: pos }, scrollIntoView: true });
      v.focus();
    },
  }), []);

  return <div ref={host} className="json-editor" />;
});


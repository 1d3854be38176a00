import { useRef, useState } from 'react';
import { useCopy } from '../../../org-context';
import { JsonEditor, type JsonEditorHandle } from './json-editor';
import { ProblemList } from './studio-controls';
import { useStudio } from './studio-state';

/** One of some content files in the JSON editor, chosen from a list, with its problems beside it. */
export function FileEditor({ paths }: { paths: string[] }) {
  const copy = useCopy();
  const studio = useStudio();
  const [chosen, setChosen] = useState(paths[0] ?? '');
  const path = paths.includes(chosen) ? chosen : paths[0] ?? '';
  const editor = useRef<JsonEditorHandle>(null);
  const text = studio.textOf(path) ?? '';
  return (
    <div className="studio-file">
      {paths.length > 1 ? (
        <div className="field">
          <label className="field__label" htmlFor="studio-file-pick">{copy('studio.json.file')}</label>
          <select id="studio-file-pick" value={path} onChange={(e) => setChosen(e.target.value)}>
            {paths.map((p) => <option key={p} value={p}>{p}</option>)}
          </select>
        </div>
      ) : <p><code>{path}</code></p>}
      {studio.canEdit(path) ? null : <p>{copy('studio.json.readOnly')}</p>}
      <JsonEditor
        key={path}
        ref={editor}
        label={copy('studio.json.label', { file: path })}
        value={text}
        readOnly={!studio.canEdit(path)}
        problems={studio.problems.filter((p) => p.file === path)}
        onChange={(t) => studio.setText(path, t)}
      />
      <ProblemList paths={[path]} onPick={(_f, line, column) => editor.current?.goTo(line ?? 1, column ?? 1)} />
    </div>
  );
}

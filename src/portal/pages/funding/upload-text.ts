import type { FilePickerText } from '../../../widgets/upload/file-picker';
import type { FileUploadText } from '../../../widgets/upload/file-upload';
import { useCopy, type CopyKey } from '../../org-context';

/** The upload widget's text from content, with the field label given by key. */
export function useUploadText(labelKey: CopyKey): FileUploadText {
  const copy = useCopy();
  return {
    label: copy(labelKey), hint: copy('upload.hint'), uploading: copy('upload.uploading'), done: copy('upload.done'),
    tooLarge: copy('upload.tooLarge'), empty: copy('upload.empty'), wrongType: copy('upload.wrongType'),
  };
}

/** The file picker's words from content. */
export function usePickerText(): FilePickerText {
  const copy = useCopy();
  return {
    choose: copy('upload.choose'), replace: copy('upload.replace'), camera: copy('upload.camera'), drop: copy('upload.drop'),
    preview: (name) => copy('upload.preview', { name }),
  };
}

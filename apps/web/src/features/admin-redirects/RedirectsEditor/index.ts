export { RedirectsEditor, type RedirectsEditorProps } from './RedirectsEditor';

// Public exports of this component group; index.ts re-exports this file.
export { Field, type FieldProps, type FieldControlProps } from './Field/Field';
export { TextInput, textInputTypes, type TextInputProps } from './TextInput/TextInput';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { FileInput, type FileInputProps } from './FileInput/FileInput';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export {
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxGroupOption,
} from './CheckboxGroup/CheckboxGroup';
export { HoneypotField, type HoneypotFieldProps } from './HoneypotField/HoneypotField';
// A form only the privacy page shows: here, so it loads with the pages that have a form.
export {
  CookieSettings,
  type CookieSettingsCopy,
  type CookieSettingsProps,
} from './CookieSettings/CookieSettings';

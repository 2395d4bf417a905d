export { Form, type FormProps } from './Form';
export { Field, type FieldProps } from './Field';
export { TextField, type TextFieldProps } from './TextField';
export { DropdownField, type DropdownFieldProps, type DropdownOption } from './DropdownField';
export { SwitchField, type SwitchFieldProps } from './SwitchField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { FileField, type FileFieldProps } from './FileField';
export { useZodForm } from './use-zod-form';
export { useServerErrors, type FormServerError } from './server-errors';

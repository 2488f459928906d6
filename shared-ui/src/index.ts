export { theme, type PortalTheme, type Tone, type ToneColors } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { PortalThemeProvider, type PortalThemeProviderProps } from './theme/PortalThemeProvider';

export { VisuallyHidden } from './internal/VisuallyHidden';

export { Alert, type AlertProps, type AlertTone } from './components/Alert/Alert';
export { LinkOnceNotice, type LinkOnceNoticeProps } from './components/LinkOnceNotice/LinkOnceNotice';
export { SentLinkDetailsModal, type SentLinkDetail, type SentLinkDetailsModalProps } from './components/SentLinkDetailsModal/SentLinkDetailsModal';
export { Avatar, type AvatarProps } from './components/Avatar/Avatar';
export { AppLayout, type AppLayoutProps } from './components/AppLayout/AppLayout';
export { Badge, type BadgeProps, type BadgeShape, type BadgeTone } from './components/Badge/Badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button/Button';
export { Card, type CardProps } from './components/Card/Card';
export { CardData, type CardDataProps } from './components/CardData/CardData';
export { CardList, CardListItem } from './components/CardList/CardList';
export { CardPager, type CardPagerProps } from './components/CardPager/CardPager';
export { CheckboxField, type CheckboxFieldProps } from './components/CheckboxField/CheckboxField';
export { ConfirmProvider, useConfirm, type ConfirmFn, type ConfirmOptions } from './components/Confirm/Confirm';
export { CsvFilePicker, type CsvFilePickerProps } from './components/CsvFilePicker/CsvFilePicker';
export { CsvReadingNote, type CsvReadingNoteProps } from './components/CsvReadingNote/CsvReadingNote';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { EntryList, type EntryListProps } from './components/EntryList/EntryList';
export {
  FEATURE_UNAVAILABLE_TEXT,
  FeatureUnavailable,
  type FeatureUnavailableProps,
} from './components/FeatureUnavailable/FeatureUnavailable';
export { Icon, iconNames, type IconName, type IconProps } from './components/Icon/Icon';
export { LanguageSwitch, type LanguageSwitchProps } from './components/LanguageSwitch/LanguageSwitch';
export { Grid, Stack, type GridProps, type StackProps } from './components/Layout/Layout';
export { Modal, type ModalProps, type ModalSize } from './components/Modal/Modal';
export { OfflineBanner } from './components/OfflineBanner/OfflineBanner';
export { FormModal, type FormModalLayout, type FormModalProps } from './components/FormModal/FormModal';
export { PageHeader, type PageHeaderProps } from './components/PageHeader/PageHeader';
export { PanelSection, type PanelSectionProps } from './components/PanelSection/PanelSection';
export { Pagination, pageItems, type PageItem, type PaginationProps } from './components/Pagination/Pagination';
export {
  RemoteWidget,
  RemoteWidgetLoaderProvider,
  type RemoteWidgetLoader,
  type RemoteWidgetProps,
} from './components/RemoteWidget/RemoteWidget';
export { Reserved, type ReservedHeight, type ReservedProps } from './components/Reserved/Reserved';
export { RetryAlert, type RetryAlertProps } from './components/RetryAlert/RetryAlert';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField/SelectField';
export { SidePanel, SidePanelContent, type SidePanelProps, type SidePanelSize } from './components/SidePanel/SidePanel';
export { Sidebar, type NavItem, type SidebarProps } from './components/Sidebar/Sidebar';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { OneLine, Table, type RowTone, type TableAlign, type TableColumn, type TableProps } from './components/Table/Table';
export {
  PhoneItemActions,
  PhoneItemDetail,
  PhoneItemHeader,
  type PhoneItemHeaderProps,
} from './components/Table/PhoneItem';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs/Tabs';
export { TabbedPage, type TabbedPageProps, type TabbedPageTab } from './components/TabbedPage/TabbedPage';
export { TextAreaField, type TextAreaFieldProps } from './components/TextAreaField/TextAreaField';
export { FieldGrid, FieldGridWide } from './components/FieldGrid/FieldGrid';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { DateField, type DateFieldProps } from './components/DateField/DateField';
export { ComboboxField, type ComboboxFieldProps } from './components/ComboboxField/ComboboxField';
export {
  TimeLogFields,
  type TimeLogFieldLabels,
  type TimeLogFieldName,
  type TimeLogFieldsProps,
  type TimeLogFieldValues,
} from './components/TimeLogFields/TimeLogFields';
export {
  timeLogErrors,
  type TimeLogErrorsOptions,
  type TimeLogMessage,
  type TimeLogProblemFound,
} from './components/TimeLogFields/timeLogErrors';
export {
  useTimeLogForm,
  type DurationFromTimes,
  type TimeLogForm,
  type TimeLogRefusal,
  type UseTimeLogFormOptions,
} from './components/TimeLogFields/useTimeLogForm';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export {
  TOAST_DURATION_MS,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastTone,
} from './components/Toast/Toast';
export { ToggleGroup, type ToggleGroupProps, type ToggleOption } from './components/ToggleGroup/ToggleGroup';
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip';
export { TruncatedText, truncate, type TruncatedTextProps } from './components/TruncatedText/TruncatedText';
export {
  progressOf,
  UploadProgress,
  type UploadProgressProps,
  type UploadProgressState,
} from './components/UploadProgress/UploadProgress';

export { formatFileSize } from './format/fileSize';
export { matchesSearch } from './format/search';
export {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
  formatTime,
  toDate,
  type DateInput,
  type DateStyle,
  type LocaleOption,
} from './format/intl';
export { useFormat } from './format/useFormat';

export * from './i18n';

export {
  useCsvImport,
  type CsvEncoding,
  type CsvFile,
  type CsvImport,
  type CsvImportFailure,
  type CsvImportStep,
  type CsvReading,
  type CsvSendOptions,
  type UseCsvImportOptions,
} from './hooks/useCsvImport';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { useIsPhone } from './hooks/useIsPhone';
export { useOnline, useOnReconnect } from './hooks/useOnline';
export { useDocumentTitle } from './hooks/useDocumentTitle';

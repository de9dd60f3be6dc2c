/**
 * Boudoir's shared presentational components and their form state (`@boudoir/components`,
 * handle `boudoir-components`). No store imports (types aside) and no side effects. Their CSS is in
 * `src/components/style.scss`: each block that uses them pulls it into its own
 * style with `@use "../../src/components/style";`.
 */
export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
export { Tabs } from './tabs';
export type { Tab, TabsProps } from './tabs';
export { Notices } from './notices';
export type { NoticeItem, NoticesProps } from './notices';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { Tooltip } from './tooltip';
export type { TooltipProps } from './tooltip';
export { CheckIcon, CloseIcon, ErrorIcon, HeartIcon, Icon } from './icons';
export type { IconProps } from './icons';
export { useListName } from './list-name';
export type { ListName } from './list-name';
export { DEFAULT_PRIVACY, PrivacySelect } from './privacy-select';
export type { PrivacySelectProps } from './privacy-select';
export { tabbables, wrapTab } from './focus';
export { TOOLTIP_FADE, DIALOG_WIDTH } from './constants';

/**
 * The period of the figures: From and To days and Apply.
 */

/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DateRange } from './types';

interface RangeFormProps {
	/** The days typed. */
	value: DateRange;
	/** The site's today, the latest day the pickers offer. */
	today: string;
	/** Whether the figures of a period are on their way. */
	isApplying: boolean;
	onChange: ( value: DateRange ) => void;
	onApply: () => void;
}

/**
 * The form. The server checks the days (an impossible period comes back as its message), so the
 * browser's own validation does not stop the form.
 *
 * @param props            The form's props.
 * @param props.value      The days typed.
 * @param props.today      The site's today.
 * @param props.isApplying Whether a period is being applied.
 * @param props.onChange   Called with the days typed.
 * @param props.onApply    Called on submit.
 */
export function RangeForm( {
	value,
	today,
	isApplying,
	onChange,
	onApply,
}: RangeFormProps ) {
	return (
		<form
			className="boudoir-insights__range"
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				if ( ! isApplying ) {
					onApply();
				}
			} }
		>
			<fieldset>
				<legend>{ __( 'Period', 'boudoir' ) }</legend>
				<div className="boudoir-insights__range-fields">
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="date"
						label={ __( 'From', 'boudoir' ) }
						value={ value.after }
						max={ today || undefined }
						onChange={ ( after: string ) =>
							onChange( { ...value, after } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="date"
						label={ __( 'To', 'boudoir' ) }
						value={ value.before }
						max={ today || undefined }
						onChange={ ( before: string ) =>
							onChange( { ...value, before } )
						}
					/>
					<Button
						__next40pxDefaultSize
						variant="secondary"
						type="submit"
						isBusy={ isApplying }
						aria-disabled={ isApplying }
					>
						{ __( 'Apply', 'boudoir' ) }
					</Button>
				</div>
			</fieldset>
		</form>
	);
}

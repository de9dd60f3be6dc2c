/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CheckIcon, CloseIcon, ErrorIcon } from './icons';

export interface NoticeItem {
	id: string;
	status: 'success' | 'error' | 'info';
	message: string;
}

export interface NoticesProps {
	notices: NoticeItem[];
	onRemove: ( id: string ) => void;
	/** Ms before a notice removes itself (the shop's popup timeout); 0 keeps notices until dismissed. */
	timeout: number;
	className?: string;
}

interface NoticeProps {
	notice: NoticeItem;
	onRemove: ( id: string ) => void;
	timeout: number;
}

function Notice( { notice, onRemove, timeout }: NoticeProps ) {
	// The countdown pauses while the pointer or focus is on the notice (WCAG 2.2.1).
	const [ isHeld, setHeld ] = useState( false );
	const onRemoveRef = useRef( onRemove );
	onRemoveRef.current = onRemove;

	useEffect( () => {
		if ( timeout <= 0 || isHeld ) {
			return undefined;
		}
		const timer = setTimeout(
			() => onRemoveRef.current( notice.id ),
			timeout
		);
		return () => clearTimeout( timer );
	}, [ notice.id, timeout, isHeld ] );

	const isError = notice.status === 'error';
	return (
		<div
			className={ `boudoir-notice is-${ notice.status }` }
			onMouseEnter={ () => setHeld( true ) }
			onMouseLeave={ () => setHeld( false ) }
			onFocus={ () => setHeld( true ) }
			onBlur={ () => setHeld( false ) }
		>
			{ isError ? (
				<ErrorIcon className="boudoir-notice__icon" />
			) : (
				<CheckIcon className="boudoir-notice__icon" />
			) }
			<p className="boudoir-notice__message">
				{ isError && (
					<span className="boudoir-visually-hidden">
						{ __( 'Error:', 'boudoir' ) }{ ' ' }
					</span>
				) }
				{ notice.message }
			</p>
			<button
				type="button"
				className="boudoir-notice__dismiss"
				aria-label={ __( 'Dismiss this notice', 'boudoir' ) }
				onClick={ () => onRemove( notice.id ) }
			>
				<CloseIcon size={ 16 } />
			</button>
		</div>
	);
}

/**
 * The transient notice box. Both live regions are always in the page so that a new
 * message is announced: successes and information politely (`status`), errors at once
 * (`alert`). Each notice removes itself after `timeout` ms unless held by the pointer or
 * focus; error notices carry an error icon and the word "Error:" for screen readers.
 *
 * @param props           Notices props.
 * @param props.notices   The notices to show.
 * @param props.onRemove  Removes one (timeout or Dismiss).
 * @param props.timeout   Ms before removal (the shop's popup timeout, Settings → Boudoir); 0 keeps them.
 * @param props.className Extra class.
 */
export function Notices( {
	notices,
	onRemove,
	timeout,
	className,
}: NoticesProps ) {
	const errors = notices.filter( ( notice ) => notice.status === 'error' );
	const others = notices.filter( ( notice ) => notice.status !== 'error' );
	const render = ( list: NoticeItem[] ) =>
		list.map( ( notice ) => (
			<Notice
				key={ notice.id }
				notice={ notice }
				onRemove={ onRemove }
				timeout={ timeout }
			/>
		) );
	return (
		<div
			className={ [
				'boudoir-notices',
				notices.length ? 'has-notices' : '',
				className,
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<div role="alert" className="boudoir-notices__errors">
				{ render( errors ) }
			</div>
			<div role="status" className="boudoir-notices__messages">
				{ render( others ) }
			</div>
		</div>
	);
}

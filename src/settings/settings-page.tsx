/**
 * Settings → Boudoir: a tab per feature, each option's control, one Save button. Values are read from
 * and saved to `/wp/v2/settings` (only what changed, so a save never rewrites an option someone else
 * changed meanwhile); bad input is named on its field and nothing typed is lost.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, Notice, Spinner, TabPanel } from '@wordpress/components';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FieldControl } from './field';
import type { Edits, FieldMessages, Tab, Values } from './types';
import {
	adjustedBy,
	allFields,
	changedNames,
	problemsOf,
	requestOf,
	serverProblems,
	tabOf,
	toEdits,
} from './values';

const PATH = '/wp/v2/settings';

type Status =
	| { kind: 'loading' }
	| { kind: 'ready' }
	| { kind: 'saving' }
	| { kind: 'saved' }
	| { kind: 'failed'; message: string }
	| { kind: 'unreadable'; message: string };

/**
 * A rejected request's message.
 *
 * @param error What api-fetch rejected with.
 */
function messageOf( error: unknown ): string {
	const message = ( error as { message?: unknown } )?.message;
	return typeof message === 'string' && message
		? message
		: __( 'The site did not answer.', 'boudoir' );
}

/**
 * The page.
 *
 * @param props      The page's description.
 * @param props.tabs Its tabs.
 */
export function SettingsPage( { tabs }: { tabs: Tab[] } ) {
	const fields = useMemo( () => allFields( tabs ), [ tabs ] );
	const [ saved, setSaved ] = useState< Edits >( {} );
	const [ edits, setEdits ] = useState< Edits >( {} );
	const [ messages, setMessages ] = useState< FieldMessages >( {} );
	const [ status, setStatus ] = useState< Status >( { kind: 'loading' } );
	// Changing it remounts the tabs on the tab to show (TabPanel picks its tab once).
	const [ shownTab, setShownTab ] = useState< string >(
		tabs[ 0 ]?.name ?? ''
	);

	useEffect( () => {
		apiFetch< Values >( { path: PATH } )
			.then( ( values ) => {
				const read = toEdits( fields, values );
				setSaved( read );
				setEdits( read );
				setStatus( { kind: 'ready' } );
			} )
			.catch( ( error: unknown ) =>
				setStatus( { kind: 'unreadable', message: messageOf( error ) } )
			);
	}, [ fields ] );

	const changed = changedNames( fields, saved, edits );

	const change = useCallback( ( name: string, value: string ) => {
		setEdits( ( current ) => ( { ...current, [ name ]: value } ) );
		setMessages( ( current ) => {
			const { [ name ]: _cleared, ...rest } = current;
			return rest;
		} );
	}, [] );

	const showFirstTabOf = ( names: string[] ) => {
		const tab = tabOf( tabs, names );
		if ( tab ) {
			setShownTab( tab );
		}
	};

	const save = async () => {
		if ( ! changed.length || status.kind === 'saving' ) {
			return;
		}
		const problems = problemsOf( fields, changed, edits );
		if ( Object.keys( problems ).length ) {
			setMessages( problems );
			setStatus( {
				kind: 'failed',
				message: __(
					'Nothing was saved: correct the fields marked below.',
					'boudoir'
				),
			} );
			showFirstTabOf( Object.keys( problems ) );
			return;
		}
		const request = requestOf( fields, changed, edits );
		setStatus( { kind: 'saving' } );
		try {
			const answer = await apiFetch< Values >( {
				path: PATH,
				method: 'POST',
				data: request,
			} );
			const read = toEdits( fields, answer );
			const adjusted = adjustedBy( fields, request, answer );
			setSaved( read );
			// Fields the site saved otherwise keep what was typed, marked, so it is not lost.
			setEdits( ( current ) => ( {
				...current,
				...Object.fromEntries(
					Object.keys( request )
						.filter( ( name ) => ! ( name in adjusted ) )
						.map( ( name ) => [ name, read[ name ] ] )
				),
			} ) );
			setMessages( adjusted );
			if ( Object.keys( adjusted ).length ) {
				setStatus( {
					kind: 'failed',
					message: __(
						'Some values were not accepted: see the fields marked below.',
						'boudoir'
					),
				} );
				showFirstTabOf( Object.keys( adjusted ) );
			} else {
				setStatus( { kind: 'saved' } );
			}
		} catch ( error: unknown ) {
			const refused = serverProblems( error );
			setMessages( refused );
			setStatus( {
				kind: 'failed',
				message: Object.keys( refused ).length
					? __(
							'Nothing was saved: correct the fields marked below.',
							'boudoir'
						)
					: messageOf( error ),
			} );
			showFirstTabOf( Object.keys( refused ) );
		}
	};

	if ( status.kind === 'loading' ) {
		return (
			<p className="boudoir-settings__loading">
				<Spinner /> { __( 'Loading the settings…', 'boudoir' ) }
			</p>
		);
	}
	if ( status.kind === 'unreadable' ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ `${ __( 'The settings could not be read.', 'boudoir' ) } ${
					status.message
				}` }
			</Notice>
		);
	}

	return (
		<form
			className="boudoir-settings__form"
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				save();
			} }
		>
			{ status.kind === 'saved' && (
				<Notice
					status="success"
					onRemove={ () => setStatus( { kind: 'ready' } ) }
				>
					{ __( 'Settings saved.', 'boudoir' ) }
				</Notice>
			) }
			{ status.kind === 'failed' && (
				<Notice status="error" isDismissible={ false }>
					{ status.message }
				</Notice>
			) }
			<TabPanel
				key={ shownTab }
				className="boudoir-settings__tabs"
				initialTabName={ shownTab }
				tabs={ tabs.map( ( tab ) => ( {
					name: tab.name,
					title: tab.groups.some( ( group ) =>
						group.fields.some( ( field ) => messages[ field.name ] )
					)
						? sprintf(
								/* translators: %s: a settings tab's title. */
								__( '%s (needs attention)', 'boudoir' ),
								tab.title
							)
						: tab.title,
				} ) ) }
			>
				{ ( { name } ) => {
					const tab = tabs.find(
						( candidate ) => candidate.name === name
					);
					if ( ! tab ) {
						return null;
					}
					return (
						<div className="boudoir-settings__tab">
							<p className="boudoir-settings__description">
								{ tab.description }
							</p>
							{ tab.note && (
								// A state of the site, not news: shown, not spoken.
								<div className="notice notice-info inline">
									<p>{ tab.note }</p>
								</div>
							) }
							{ tab.groups.map( ( group ) => (
								<section
									key={ group.title || tab.name }
									className="boudoir-settings__group"
									aria-label={ group.title || tab.title }
								>
									{ group.title && <h2>{ group.title }</h2> }
									{ group.fields.map( ( field ) => (
										<div
											key={ field.name }
											className="boudoir-settings__field"
										>
											<FieldControl
												field={ field }
												value={
													edits[ field.name ] ?? ''
												}
												message={
													messages[ field.name ] ?? ''
												}
												onChange={ ( value ) =>
													change( field.name, value )
												}
											/>
										</div>
									) ) }
								</section>
							) ) }
						</div>
					);
				} }
			</TabPanel>
			<div className="boudoir-settings__actions">
				<Button
					variant="primary"
					type="submit"
					isBusy={ status.kind === 'saving' }
					aria-disabled={
						status.kind === 'saving' || ! changed.length
					}
					__next40pxDefaultSize
				>
					{ __( 'Save changes', 'boudoir' ) }
				</Button>
				<span className="boudoir-settings__pending" aria-live="polite">
					{ changed.length
						? __( 'You have unsaved changes.', 'boudoir' )
						: '' }
				</span>
			</div>
		</form>
	);
}

/// <reference types="@testing-library/jest-dom" />
/**
 * The wishlist alerts (issue 37): the list's "Alerts" panel and an item's toggles in its
 * "More actions", over the real stores, the REST API answered by the wishlist store's fake
 * server (its answers held to the routes' published schemas).
 */

/**
 * External dependencies
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as wishlistStore } from '@boudoir/stores/wishlist';
import { store as alertsStore } from '../../../src/stores/wishlist-alerts';
import {
	LIST_ID,
	alertsAnswer,
	makeAlerts,
} from '../../../src/stores/wishlist-alerts/test/fixtures';
import type { ListAlerts } from '../../../src/stores/wishlist-alerts';
import { apiError } from '../../../src/stores/wishlist/test/fixtures';
import { NS, wishlistBench } from '../../../src/stores/wishlist/test/harness';
import { AlertsPanel } from '../alerts-panel';
import { ItemAlerts } from '../item-alerts';
import { sampleItems, sampleList } from '../sample-data';
import type { ItemActions } from '../types';
import { WishlistContent } from '../wishlist-content';
import { CONFIG } from './config';

jest.mock( '@boudoir/api' );

const { server, newRegistry } = wishlistBench();

const ROUTE = `${ NS }/wishlists/${ LIST_ID }/alerts`;

/**
 * A registry with the wishlist and alerts stores; the server holds the list's choices.
 *
 * @param alerts The list's choices on the server.
 */
function registryWith( alerts: ListAlerts ) {
	server.on( `GET ${ ROUTE }`, () => alertsAnswer( alerts ) );
	const registry = newRegistry();
	registry.register( alertsStore );
	return registry;
}

/**
 * Renders the list's open panel.
 *
 * @param alerts The list's choices on the server.
 */
async function openPanel( alerts: ListAlerts ) {
	const registry = registryWith( alerts );
	render(
		<RegistryProvider value={ registry }>
			<button type="button" id="alerts-button">
				Alerts
			</button>
			<AlertsPanel
				isOpen
				id="alerts-panel"
				labelledBy="alerts-button"
				listId={ LIST_ID }
			/>
		</RegistryProvider>
	);
	const panel = screen.getByRole( 'group', { name: 'Alerts' } );
	await within( panel ).findByRole( 'button', {
		name: /^(Save alert choices|Stop all alerts for this list)$/,
	} );
	return { registry, panel: within( panel ) };
}

const PRICE = 'Tell me when the price drops';
const STOCK = "Tell me when it's back in stock";

describe( "the list's alerts panel", () => {
	it( "saves a signed-in shopper's switch as it changes, and says what the server answered", async () => {
		const user = userEvent.setup();
		const { panel } = await openPanel( makeAlerts() );
		expect(
			panel.getByText( 'Alerts go to ann@example.com' )
		).toBeInTheDocument();
		expect(
			panel.queryByRole( 'textbox', { name: 'Email address for alerts' } )
		).not.toBeInTheDocument();
		const price = panel.getByRole( 'switch', { name: PRICE } );
		expect( price ).not.toBeChecked();
		expect(
			panel.getByRole( 'switch', { name: STOCK } )
		).not.toBeChecked();

		server.on( `POST ${ ROUTE }`, () =>
			alertsAnswer(
				makeAlerts( {
					list: { price_drops: true, back_in_stock: false },
				} ),
				'Your alert choices are saved.'
			)
		);
		await user.click( price );
		expect( price ).toBeChecked();
		expect( price ).toHaveFocus();
		expect( server.writes()[ 0 ].data ).toEqual(
			expect.objectContaining( {
				price_drops: true,
				back_in_stock: false,
			} )
		);
		expect(
			await panel.findByText( 'Your alert choices are saved.' )
		).toHaveAttribute( 'role', 'status' );
	} );

	it( 'shows only the kinds the shop offers', async () => {
		const { panel } = await openPanel(
			makeAlerts( {
				offered: { price_drops: false, back_in_stock: true },
			} )
		);
		expect(
			panel.queryByRole( 'switch', { name: PRICE } )
		).not.toBeInTheDocument();
		expect(
			panel.getByRole( 'switch', { name: STOCK } )
		).toBeInTheDocument();
	} );

	it( 'puts a switch back and shows the refusal in an alert', async () => {
		const user = userEvent.setup();
		const { panel } = await openPanel( makeAlerts() );
		server.on( `POST ${ ROUTE }`, () => {
			throw apiError(
				'boudoir_alerts_unavailable',
				400,
				'The shop no longer sends back in stock alerts.'
			);
		} );
		const stock = panel.getByRole( 'switch', { name: STOCK } );
		await user.click( stock );
		expect( await panel.findByRole( 'alert' ) ).toHaveTextContent(
			'The shop no longer sends back in stock alerts.'
		);
		expect( stock ).not.toBeChecked();
		expect( stock ).toHaveFocus();
	} );

	it( 'asks a guest for her address first, checks it, and says she must confirm it', async () => {
		const user = userEvent.setup();
		const { panel } = await openPanel(
			makeAlerts( { contact: { status: 'none', email: '' } } )
		);
		expect(
			panel.queryByRole( 'button', {
				name: 'Stop all alerts for this list',
			} )
		).not.toBeInTheDocument();
		const email = panel.getByRole( 'textbox', {
			name: 'Email address for alerts',
		} );
		const save = panel.getByRole( 'button', {
			name: 'Save alert choices',
		} );

		// A switch of the form sends nothing by itself.
		await user.click( panel.getByRole( 'switch', { name: PRICE } ) );
		expect( server.writes() ).toEqual( [] );

		// Something on and no address: the field says so, nothing is sent.
		await user.click( save );
		expect( panel.getByRole( 'alert' ) ).toHaveTextContent(
			'Enter the e-mail address your alerts should go to.'
		);
		expect( email ).toHaveFocus();
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( email ).toHaveAccessibleDescription(
			'Enter the e-mail address your alerts should go to.'
		);
		expect( server.writes() ).toEqual( [] );

		await user.type( email, 'ann@example' );
		await user.click( save );
		expect( panel.getByRole( 'alert' ) ).toHaveTextContent(
			'Enter an e-mail address like name@example.com.'
		);
		expect( server.writes() ).toEqual( [] );

		server.on( `POST ${ ROUTE }`, () =>
			alertsAnswer(
				makeAlerts( {
					list: { price_drops: true, back_in_stock: false },
					contact: { status: 'pending', email: 'ann@example.com' },
				} ),
				'Check your inbox: we sent a link to confirm your address.'
			)
		);
		await user.type( email, '.com' );
		await user.keyboard( '{Enter}' );
		expect(
			await panel.findByText(
				'Check your inbox: we sent a link to confirm your address.'
			)
		).toHaveAttribute( 'role', 'status' );
		expect( server.writes()[ 0 ].data ).toEqual(
			expect.objectContaining( {
				price_drops: true,
				back_in_stock: false,
				email: 'ann@example.com',
			} )
		);
		// The form has gone: focus is on the line saying what comes next.
		expect(
			panel.getByText( 'Waiting for you to confirm ann@example.com' )
		).toHaveFocus();
		expect( panel.getByRole( 'alert' ) ).toHaveTextContent( '' );
		expect( panel.getByRole( 'switch', { name: PRICE } ) ).toBeChecked();
		expect(
			panel.queryByRole( 'textbox', { name: 'Email address for alerts' } )
		).not.toBeInTheDocument();
	} );

	it( "marks the field with the server's word on the address", async () => {
		const user = userEvent.setup();
		const { panel } = await openPanel(
			makeAlerts( { contact: { status: 'none', email: '' } } )
		);
		server.on( `POST ${ ROUTE }`, () => {
			throw apiError(
				'rest_invalid_param',
				400,
				'Invalid parameter(s): email',
				{ params: { email: 'Not an address we can write to.' } }
			);
		} );
		const email = panel.getByRole( 'textbox', {
			name: 'Email address for alerts',
		} );
		await user.type( email, 'ann@example.invalid' );
		await user.click(
			panel.getByRole( 'button', { name: 'Save alert choices' } )
		);
		expect( await panel.findByRole( 'alert' ) ).toHaveTextContent(
			'Not an address we can write to.'
		);
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( email ).toHaveFocus();
	} );

	it( "says a guest's address waits for her confirmation, and stops every alert", async () => {
		const user = userEvent.setup();
		const { panel } = await openPanel(
			makeAlerts( {
				list: { price_drops: true, back_in_stock: true },
				contact: { status: 'pending', email: 'ann@example.com' },
			} )
		);
		expect(
			panel.getByText( 'Waiting for you to confirm ann@example.com' )
		).toBeInTheDocument();
		server.on( `DELETE ${ ROUTE }`, () =>
			alertsAnswer(
				makeAlerts( {
					contact: { status: 'pending', email: 'ann@example.com' },
				} ),
				'No more alerts for this list.'
			)
		);
		await user.click(
			panel.getByRole( 'button', {
				name: 'Stop all alerts for this list',
			} )
		);
		expect(
			await panel.findByText( 'No more alerts for this list.' )
		).toBeInTheDocument();
		expect(
			panel.getByRole( 'switch', { name: PRICE } )
		).not.toBeChecked();
		expect(
			panel.getByRole( 'switch', { name: STOCK } )
		).not.toBeChecked();
		expect( server.writes()[ 0 ].method ).toBe( 'DELETE' );
	} );

	it( 'tells why the choices could not be read', async () => {
		server.on( `GET ${ ROUTE }`, () => {
			throw apiError(
				'boudoir_wishlist_not_found',
				404,
				'No such list.'
			);
		} );
		const registry = newRegistry();
		registry.register( alertsStore );
		render(
			<RegistryProvider value={ registry }>
				<AlertsPanel
					isOpen
					id="alerts-panel"
					labelledBy="alerts-button"
					listId={ LIST_ID }
				/>
			</RegistryProvider>
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'No such list.'
		);
	} );
} );

describe( "an item's alert toggles", () => {
	/**
	 * Renders the toggles of item 5, in a panel of their own.
	 *
	 * @param alerts The list's choices on the server.
	 */
	async function renderToggles( alerts: ListAlerts ) {
		const registry = registryWith( alerts );
		render(
			<RegistryProvider value={ registry }>
				<div
					role="group"
					aria-label="More actions (Margaux lace brief)"
				>
					<ItemAlerts isOpen listId={ LIST_ID } itemId={ 5 } />
				</div>
			</RegistryProvider>
		);
		await screen.findByRole( 'button', { name: 'Price drop alert' } );
		return registry;
	}

	it( "follow the list's choice while the item has none, and say so", async () => {
		await renderToggles(
			makeAlerts( { list: { price_drops: true, back_in_stock: false } } )
		);
		const price = screen.getByRole( 'button', {
			name: 'Price drop alert',
		} );
		const stock = screen.getByRole( 'button', {
			name: 'Back in stock alert',
		} );
		expect( price ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( stock ).toHaveAttribute( 'aria-pressed', 'false' );
		expect( price ).toHaveAccessibleDescription(
			"Follows the list's alert choices."
		);
		expect(
			screen.queryByRole( 'button', {
				name: "Use the list's alert choices",
			} )
		).not.toBeInTheDocument();
	} );

	it( "save the item's own choice, then follow the list again, focus kept on a toggle", async () => {
		const user = userEvent.setup();
		const registry = await renderToggles(
			makeAlerts( { list: { price_drops: true, back_in_stock: false } } )
		);
		server.on( `POST ${ ROUTE }`, ( request ) =>
			alertsAnswer(
				request.data?.inherit
					? makeAlerts( {
							list: { price_drops: true, back_in_stock: false },
						} )
					: makeAlerts( {
							list: { price_drops: true, back_in_stock: false },
							items: [
								{
									item_id: 5,
									price_drops: true,
									back_in_stock: true,
								},
							],
						} ),
				'Alert choices saved.'
			)
		);
		const stock = screen.getByRole( 'button', {
			name: 'Back in stock alert',
		} );
		await user.click( stock );
		expect( stock ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( stock ).not.toHaveAccessibleDescription();
		expect( server.writes()[ 0 ].data ).toEqual(
			expect.objectContaining( {
				item_id: 5,
				price_drops: true,
				back_in_stock: true,
			} )
		);
		expect( server.writes()[ 0 ].data ).not.toHaveProperty( 'inherit' );
		// What the server said goes to the list's notices.
		expect( registry.select( wishlistStore ).getNotices() ).toEqual( [
			expect.objectContaining( {
				status: 'success',
				message: 'Alert choices saved.',
			} ),
		] );

		await user.click(
			await screen.findByRole( 'button', {
				name: "Use the list's alert choices",
			} )
		);
		expect(
			screen.getByRole( 'button', { name: 'Price drop alert' } )
		).toHaveFocus();
		expect( server.writes()[ 1 ].data ).toEqual(
			expect.objectContaining( { item_id: 5, inherit: true } )
		);
		expect( stock ).toHaveAttribute( 'aria-pressed', 'false' );
		expect( stock ).toHaveAccessibleDescription(
			"Follows the list's alert choices."
		);
	} );

	it( "put the choice back and tell the refusal in the list's notices (an alert)", async () => {
		const user = userEvent.setup();
		const registry = await renderToggles(
			makeAlerts( { contact: { status: 'none', email: '' } } )
		);
		server.on( `POST ${ ROUTE }`, () => {
			throw apiError(
				'boudoir_alerts_email_required',
				400,
				'Tell us where to send your alerts first: open Alerts.'
			);
		} );
		const price = screen.getByRole( 'button', {
			name: 'Price drop alert',
		} );
		await user.click( price );
		expect( price ).toHaveAttribute( 'aria-pressed', 'false' );
		expect( registry.select( wishlistStore ).getNotices() ).toEqual( [
			expect.objectContaining( {
				status: 'error',
				message:
					'Tell us where to send your alerts first: open Alerts.',
			} ),
		] );
	} );

	it( 'show nothing when the shop offers no alert', async () => {
		const registry = registryWith(
			makeAlerts( {
				offered: { price_drops: false, back_in_stock: false },
			} )
		);
		render(
			<RegistryProvider value={ registry }>
				<ItemAlerts isOpen listId={ LIST_ID } itemId={ 5 } />
			</RegistryProvider>
		);
		await act( () =>
			registry.resolveSelect( alertsStore ).getAlerts( LIST_ID )
		);
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'the alerts in the wishlist', () => {
	function actions( canEdit: boolean ): ItemActions {
		return {
			canEdit,
			canTransfer: true,
			canSort: false,
			removeItem: jest.fn(),
			setQuantity: jest.fn(),
			addToCart: jest.fn( () => Promise.resolve() ),
			openTransfer: jest.fn(),
			moveBy: jest.fn(),
			reorder: jest.fn(),
		};
	}

	/**
	 * Renders the list.
	 *
	 * @param options         What the page says.
	 * @param options.alerts  The kinds the shop offers, as the markup says them.
	 * @param options.canEdit Whether the viewer owns the list.
	 */
	function renderList( {
		alerts,
		canEdit = true,
	}: {
		alerts: string;
		canEdit?: boolean;
	} ) {
		const registry = registryWith(
			makeAlerts( {
				offered: {
					price_drops: alerts.includes( 'price_drops' ),
					back_in_stock: alerts.includes( 'back_in_stock' ),
				},
				list: { price_drops: false, back_in_stock: true },
			} )
		);
		render(
			<RegistryProvider value={ registry }>
				<WishlistContent
					config={ { ...CONFIG, alerts } }
					list={ { ...sampleList(), is_user_owner: canEdit } }
					items={ sampleItems() }
					page={ 1 }
					totalPages={ 1 }
					onPageChange={ jest.fn() }
					isMobile={ false }
					actions={ actions( canEdit ) }
					destinations={ [] }
					modal
					notices={ [] }
					onRemoveNotice={ jest.fn() }
					noticeTimeout={ 3000 }
					announcement=""
					onTransfer={ jest.fn( () => Promise.resolve( true ) ) }
					onBulkRemove={ jest.fn() }
					onBulkAddToCart={ jest.fn( () => Promise.resolve() ) }
					onEstimate={ jest.fn() }
					onCopyLink={ jest.fn() }
					onAddSuggested={ jest.fn() }
				/>
			</RegistryProvider>
		);
	}

	it( 'offers the owner "Alerts", a disclosure of the panel, read when it first opens', async () => {
		const user = userEvent.setup();
		renderList( { alerts: 'price_drops back_in_stock' } );
		const button = screen.getByRole( 'button', { name: 'Alerts' } );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( server.sent ).toEqual( [] );

		await user.click( button );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		const panel = await screen.findByRole( 'group', { name: 'Alerts' } );
		expect( button ).toHaveAttribute( 'aria-controls', panel.id );
		expect(
			await within( panel ).findByRole( 'switch', { name: STOCK } )
		).toBeChecked();
		expect( button ).toHaveFocus();

		await user.click( button );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByRole( 'group', { name: 'Alerts' } )
		).not.toBeInTheDocument();
	} );

	it( 'puts an item\'s toggles in its "More actions", after moving and copying', async () => {
		const user = userEvent.setup();
		renderList( { alerts: 'back_in_stock' } );
		await user.click(
			screen.getByRole( 'button', {
				name: 'More actions (Margaux lace brief)',
			} )
		);
		const group = await screen.findByRole( 'group', {
			name: 'More actions (Margaux lace brief)',
		} );
		const stock = await within( group ).findByRole( 'button', {
			name: 'Back in stock alert',
		} );
		expect( stock ).toHaveAttribute( 'aria-pressed', 'true' );
		expect(
			within( group )
				.getAllByRole( 'button' )
				.map( ( button ) => button.textContent )
		).toEqual( [
			'Move to another wishlist',
			'Copy to another wishlist',
			'Back in stock alert',
		] );
		// The keys walk to the toggles; Escape closes with focus back on the button.
		await user.keyboard( '{End}' );
		expect( stock ).toHaveFocus();
		await user.keyboard( '{ArrowDown}' );
		expect(
			within( group ).getByRole( 'button', {
				name: 'Move to another wishlist',
			} )
		).toHaveFocus();
		await user.keyboard( '{ArrowUp}{Escape}' );
		expect(
			screen.getByRole( 'button', {
				name: 'More actions (Margaux lace brief)',
			} )
		).toHaveFocus();
	} );

	it( 'shows no alerts to a visitor, nor where the shop offers none', () => {
		renderList( { alerts: 'price_drops back_in_stock', canEdit: false } );
		expect(
			screen.queryByRole( 'button', { name: 'Alerts' } )
		).not.toBeInTheDocument();
		document.body.innerHTML = '';
		renderList( { alerts: '' } );
		expect(
			screen.queryByRole( 'button', { name: 'Alerts' } )
		).not.toBeInTheDocument();
	} );
} );

/**
 * WordPress dependencies
 */
import { Component } from '@wordpress/element';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { ERROR_PREFIX } from './constants';

interface Props {
	children: ReactNode;
	/** Called once the swatches are gone, so the dropdowns can come back. */
	onError: () => void;
}

interface State {
	failed: boolean;
}

/**
 * Catches a failure of the swatches: the console says so (docs/contract.md, Messages) and the form keeps
 * WooCommerce's dropdowns.
 */
export default class SwatchesErrorBoundary extends Component< Props, State > {
	override state: State = { failed: false };

	static getDerivedStateFromError(): State {
		return { failed: true };
	}

	override componentDidCatch( error: unknown ): void {
		// eslint-disable-next-line no-console
		console.error( ERROR_PREFIX, error );
		this.props.onError();
	}

	override render() {
		return this.state.failed ? null : this.props.children;
	}
}

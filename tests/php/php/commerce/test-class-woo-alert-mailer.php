<?php
/**
 * Tests of Boudoir\Commerce\Woo_Alert_Mailer and Woo_Alert_Email.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Alerts\Digest_Mailer;
use Boudoir\Commerce\Woo_Alert_Email;
use Boudoir\Commerce\Woo_Alert_Mailer;

/**
 * On WooCommerce the digest is one of its e-mails (its template, its settings, its preview);
 * without WooCommerce's mailer (the WooCommerce double reproduces none) it goes by wp_mail().
 */
final class Woo_Alert_Mailer_Test extends Test_Case {

	/**
	 * One line of a digest.
	 *
	 * @return list<array<string,mixed>>
	 */
	private static function lines(): array {
		return array(
			array(
				'name'          => 'Silk slip',
				'url'           => 'https://shop.test/product/silk-slip/',
				'image'         => 'https://shop.test/slip.jpg',
				'details'       => '',
				'old'           => '100.00',
				'new'           => '70.00',
				'currency'      => 'EUR',
				'back_in_stock' => false,
			),
		);
	}

	/**
	 * Without WooCommerce's mailer (the double's site): wp_mail(), with the unsubscribe headers.
	 * On WooCommerce (npm run test:real): one of its e-mails.
	 */
	public function test_the_digest_goes_by_the_shops_mailer(): void {
		if ( null !== Woo_Alert_Mailer::email() ) {
			$this->on_woocommerce();
			return;
		}
		$sent = ( new Woo_Alert_Mailer( new Digest_Mailer() ) )->send( 'ann@example.test', self::lines(), 'https://shop.test/wishlist/', 'https://shop.test/?boudoir_alerts=unsubscribe&token=x' );
		$this->assertTrue( $sent );
		$mail = $this->sent_mail()[0];
		$this->assertStringContainsString( '<h1>Good news about your wishlist</h1>', $mail['message'] );
		$this->assertStringContainsString( 'src="https://shop.test/slip.jpg"', $mail['message'] );
		$this->assertContains( 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', $mail['headers'] );
	}

	/**
	 * On WooCommerce: listed among its e-mails; sent in its template with its heading and subject
	 * settings, the shop's sender for alerts and the unsubscribe headers; not sent when the shop
	 * turned it off; previewed with a sample digest.
	 */
	private function on_woocommerce(): void {
		$email = Woo_Alert_Mailer::email();
		$this->assertSame( Woo_Alert_Email::ID, $email->id );
		$this->assertTrue( $email->is_customer_email() );
		update_option(
			'woocommerce_' . Woo_Alert_Email::ID . '_settings',
			array(
				'enabled' => 'yes',
				'subject' => 'Wishlist news from {site_title}',
				'heading' => 'Your saved pieces',
			)
		);
		$email->init_settings();
		$mailer = new Woo_Alert_Mailer( new Digest_Mailer(), 'Boudoir Shop', 'hello@boudoir.test' );
		$from   = null;
		$record = static function ( $address ) use ( &$from ) {
			$from = $address;
			return $address;
		};
		add_filter( 'wp_mail_from', $record, 99 );
		$this->assertTrue( $mailer->send( 'ann@example.test', self::lines(), 'https://shop.test/wishlist/', 'https://shop.test/?boudoir_alerts=unsubscribe&token=x' ) );
		remove_filter( 'wp_mail_from', $record, 99 );
		$mail = $this->sent_mail()[0];
		$this->assertSame( 'ann@example.test', $mail['to'] );
		$this->assertSame( 'Wishlist news from ' . wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ), $mail['subject'] );
		$this->assertStringContainsString( 'Your saved pieces', $mail['message'] );
		$this->assertStringContainsString( 'Silk slip', $mail['message'] );
		$this->assertMatchesRegularExpression( '/id="(template_container|wrapper)"/', $mail['message'], 'inside WooCommerce\'s e-mail template' );
		$this->assertStringContainsString( 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', (string) $mail['headers'] );
		$this->assertSame( 'hello@boudoir.test', $from, 'the sender set for alerts' );

		update_option( 'woocommerce_' . Woo_Alert_Email::ID . '_settings', array( 'enabled' => 'no' ) );
		$email->init_settings();
		$email->enabled = 'no';
		$this->assertNull( $mailer->send( 'ann@example.test', self::lines(), 'https://shop.test/wishlist/', 'https://shop.test/' ), 'turned off: nothing sent, nothing to retry' );
		$this->assertCount( 1, $this->sent_mail() );

		if ( class_exists( \Automattic\WooCommerce\Internal\Admin\EmailPreview\EmailPreview::class ) ) {
			$preview = wc_get_container()->get( \Automattic\WooCommerce\Internal\Admin\EmailPreview\EmailPreview::class );
			$preview->set_email_type( Woo_Alert_Email::class );
			$this->assertStringContainsString( 'Silk slip', $preview->render(), 'the preview shows a sample digest' );
		}
	}
}

import { fireEvent } from '@testing-library/react';

/** Radix menus open on pointer down (not click); happy-dom needs the pointer fields spelled out. */
export function openRadixMenu(trigger: HTMLElement): void {
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
}

/*
 * The animation feature bundle, loaded on demand by MotionProvider (LazyMotion). Keeping it in its own
 * module lets the bundler split it into a separate chunk that loads after the page is interactive.
 */
import { domAnimation } from 'motion/react';

export default domAnimation;

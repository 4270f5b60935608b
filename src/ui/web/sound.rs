//! Sounds made in the browser (Web Audio: sine tones with a short envelope), so that nothing is
//! fetched: a soft click for a move, a rising pair for a move that does more (a stack won, a
//! checker borne off or removed), a chord at the end of a game. Only when the player turned sound
//! on in the settings.

use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

/// What a sound says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    Move,
    Event,
    End,
}

thread_local! {
    /// Made on the first sound, which follows a player's gesture, as browsers require.
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Plays `cue`; says nothing where the browser has no audio.
pub fn play(cue: Cue) {
    // (frequency in Hz, start and length in seconds)
    let notes: &[(f32, f64, f64)] = match cue {
        Cue::Move => &[(420.0, 0.0, 0.07)],
        Cue::Event => &[(523.3, 0.0, 0.1), (784.0, 0.08, 0.16)],
        Cue::End => &[(523.3, 0.0, 0.6), (659.3, 0.0, 0.6), (784.0, 0.0, 0.6)],
    };
    CONTEXT.with(|context| {
        let mut context = context.borrow_mut();
        if context.is_none() {
            *context = AudioContext::new().ok();
        }
        let Some(ctx) = context.as_ref() else { return };
        let now = ctx.current_time();
        for &(frequency, start, length) in notes {
            let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else { return };
            osc.set_type(OscillatorType::Sine);
            osc.frequency().set_value(frequency);
            let (t0, t1) = (now + start, now + start + length);
            let level = gain.gain();
            let _ = level.set_value_at_time(0.0001, t0);
            let _ = level.exponential_ramp_to_value_at_time(0.15, t0 + 0.01);
            let _ = level.exponential_ramp_to_value_at_time(0.0001, t1);
            let _ = osc.connect_with_audio_node(&gain);
            let _ = gain.connect_with_audio_node(&ctx.destination());
            let _ = osc.start_with_when(t0);
            let _ = osc.stop_with_when(t1 + 0.02);
        }
    });
}

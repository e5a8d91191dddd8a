export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12.0.2"
  }
  public: {
    Tables: {
      coaches: {
        Row: {
          bio_en: string
          bio_es: string | null
          bio_ru: string | null
          created_at: string
          id: number
          is_active: boolean
          license: string | null
          name_en: string
          name_es: string | null
          name_ru: string | null
          photo_url: string | null
          role_en: string
          role_es: string | null
          role_ru: string | null
          sort_order: number
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          bio_en: string
          bio_es?: string | null
          bio_ru?: string | null
          created_at?: string
          id?: number
          is_active?: boolean
          license?: string | null
          name_en: string
          name_es?: string | null
          name_ru?: string | null
          photo_url?: string | null
          role_en: string
          role_es?: string | null
          role_ru?: string | null
          sort_order?: number
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          bio_en?: string
          bio_es?: string | null
          bio_ru?: string | null
          created_at?: string
          id?: number
          is_active?: boolean
          license?: string | null
          name_en?: string
          name_es?: string | null
          name_ru?: string | null
          photo_url?: string | null
          role_en?: string
          role_es?: string | null
          role_ru?: string | null
          sort_order?: number
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "coaches_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      languages: {
        Row: {
          code: Database["public"]["Enums"]["language_code"]
          created_at: string
          is_active: boolean
          name: string
          sort_order: number
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          code: Database["public"]["Enums"]["language_code"]
          created_at?: string
          is_active?: boolean
          name: string
          sort_order?: number
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          code?: Database["public"]["Enums"]["language_code"]
          created_at?: string
          is_active?: boolean
          name?: string
          sort_order?: number
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "languages_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      menu_items: {
        Row: {
          component_key: Database["public"]["Enums"]["component_key"]
          created_at: string
          id: number
          is_active: boolean
          sort_order: number
          title_en: string
          title_es: string | null
          title_ru: string | null
          type: Database["public"]["Enums"]["menu_type"]
          updated_at: string
          updated_by: string | null
          url: string
        }
        Insert: {
          component_key: Database["public"]["Enums"]["component_key"]
          created_at?: string
          id?: number
          is_active?: boolean
          sort_order?: number
          title_en: string
          title_es?: string | null
          title_ru?: string | null
          type: Database["public"]["Enums"]["menu_type"]
          updated_at?: string
          updated_by?: string | null
          url?: string
        }
        Update: {
          component_key?: Database["public"]["Enums"]["component_key"]
          created_at?: string
          id?: number
          is_active?: boolean
          sort_order?: number
          title_en?: string
          title_es?: string | null
          title_ru?: string | null
          type?: Database["public"]["Enums"]["menu_type"]
          updated_at?: string
          updated_by?: string | null
          url?: string
        }
        Relationships: [
          {
            foreignKeyName: "menu_items_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      news: {
        Row: {
          created_at: string
          id: number
          preview_image_url: string | null
          publish_date: string
          status: Database["public"]["Enums"]["news_status"]
          text_en: string
          text_es: string | null
          text_ru: string | null
          title_en: string
          title_es: string | null
          title_ru: string | null
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          created_at?: string
          id?: number
          preview_image_url?: string | null
          publish_date?: string
          status?: Database["public"]["Enums"]["news_status"]
          text_en: string
          text_es?: string | null
          text_ru?: string | null
          title_en: string
          title_es?: string | null
          title_ru?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          created_at?: string
          id?: number
          preview_image_url?: string | null
          publish_date?: string
          status?: Database["public"]["Enums"]["news_status"]
          text_en?: string
          text_es?: string | null
          text_ru?: string | null
          title_en?: string
          title_es?: string | null
          title_ru?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "news_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      pages: {
        Row: {
          content: Json
          created_at: string
          key: Database["public"]["Enums"]["page_key"]
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          content?: Json
          created_at?: string
          key: Database["public"]["Enums"]["page_key"]
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          content?: Json
          created_at?: string
          key?: Database["public"]["Enums"]["page_key"]
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "pages_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      programmes: {
        Row: {
          age_group: string | null
          created_at: string
          description_en: string
          description_es: string | null
          description_ru: string | null
          id: number
          image_url: string | null
          is_active: boolean
          schedule_en: string | null
          schedule_es: string | null
          schedule_ru: string | null
          sort_order: number
          title_en: string
          title_es: string | null
          title_ru: string | null
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          age_group?: string | null
          created_at?: string
          description_en: string
          description_es?: string | null
          description_ru?: string | null
          id?: number
          image_url?: string | null
          is_active?: boolean
          schedule_en?: string | null
          schedule_es?: string | null
          schedule_ru?: string | null
          sort_order?: number
          title_en: string
          title_es?: string | null
          title_ru?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          age_group?: string | null
          created_at?: string
          description_en?: string
          description_es?: string | null
          description_ru?: string | null
          id?: number
          image_url?: string | null
          is_active?: boolean
          schedule_en?: string | null
          schedule_es?: string | null
          schedule_ru?: string | null
          sort_order?: number
          title_en?: string
          title_es?: string | null
          title_ru?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "programmes_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      site_settings: {
        Row: {
          address_en: string
          address_es: string | null
          address_ru: string | null
          address_url: string | null
          company_address: string | null
          company_name: string | null
          company_registry: string | null
          company_tax_id: string | null
          contact_email: string | null
          created_at: string
          id: number
          map_embed_url: string | null
          min_loader_ms: number
          phone_number: string | null
          social_network_url: string | null
          social_photo_url: string | null
          social_short_video_url: string | null
          social_video_url: string | null
          updated_at: string
          updated_by: string | null
          whatsapp_link: string | null
        }
        Insert: {
          address_en?: string
          address_es?: string | null
          address_ru?: string | null
          address_url?: string | null
          company_address?: string | null
          company_name?: string | null
          company_registry?: string | null
          company_tax_id?: string | null
          contact_email?: string | null
          created_at?: string
          id?: number
          map_embed_url?: string | null
          min_loader_ms?: number
          phone_number?: string | null
          social_network_url?: string | null
          social_photo_url?: string | null
          social_short_video_url?: string | null
          social_video_url?: string | null
          updated_at?: string
          updated_by?: string | null
          whatsapp_link?: string | null
        }
        Update: {
          address_en?: string
          address_es?: string | null
          address_ru?: string | null
          address_url?: string | null
          company_address?: string | null
          company_name?: string | null
          company_registry?: string | null
          company_tax_id?: string | null
          contact_email?: string | null
          created_at?: string
          id?: number
          map_embed_url?: string | null
          min_loader_ms?: number
          phone_number?: string | null
          social_network_url?: string | null
          social_photo_url?: string | null
          social_short_video_url?: string | null
          social_video_url?: string | null
          updated_at?: string
          updated_by?: string | null
          whatsapp_link?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "site_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      subscriptions: {
        Row: {
          created_at: string
          description_en: string
          description_es: string | null
          description_ru: string | null
          id: number
          is_hourly: boolean
          is_monthly: boolean
          price: number
          price_per_session: number | null
          sort_order: number
          title_en: string
          title_es: string | null
          title_ru: string | null
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          created_at?: string
          description_en: string
          description_es?: string | null
          description_ru?: string | null
          id?: number
          is_hourly?: boolean
          is_monthly?: boolean
          price: number
          price_per_session?: number | null
          sort_order?: number
          title_en: string
          title_es?: string | null
          title_ru?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          created_at?: string
          description_en?: string
          description_es?: string | null
          description_ru?: string | null
          id?: number
          is_hourly?: boolean
          is_monthly?: boolean
          price?: number
          price_per_session?: number | null
          sort_order?: number
          title_en?: string
          title_es?: string | null
          title_ru?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "subscriptions_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      users: {
        Row: {
          created_at: string
          email: string
          id: string
          is_active: boolean
          last_name: string
          name: string
          role: Database["public"]["Enums"]["staff_role"]
          updated_at: string
        }
        Insert: {
          created_at?: string
          email: string
          id: string
          is_active?: boolean
          last_name?: string
          name: string
          role: Database["public"]["Enums"]["staff_role"]
          updated_at?: string
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          is_active?: boolean
          last_name?: string
          name?: string
          role?: Database["public"]["Enums"]["staff_role"]
          updated_at?: string
        }
        Relationships: []
      }
    }
    Views: {
      change_history: {
        Row: {
          actor_id: string | null
          actor_name: string | null
          changed_at: string | null
          changed_fields: string[] | null
          id: number | null
          new_values: Json | null
          old_values: Json | null
          op: string | null
          record: Json | null
          restored_from: number | null
          row_id: string | null
          table_name: string | null
        }
        Insert: {
          actor_id?: string | null
          actor_name?: string | null
          changed_at?: string | null
          changed_fields?: string[] | null
          id?: number | null
          new_values?: Json | null
          old_values?: Json | null
          op?: string | null
          record?: Json | null
          restored_from?: number | null
          row_id?: string | null
          table_name?: string | null
        }
        Update: {
          actor_id?: string | null
          actor_name?: string | null
          changed_at?: string | null
          changed_fields?: string[] | null
          id?: number | null
          new_values?: Json | null
          old_values?: Json | null
          op?: string | null
          record?: Json | null
          restored_from?: number | null
          row_id?: string | null
          table_name?: string | null
        }
        Relationships: []
      }
      recently_deleted: {
        Row: {
          actor_id: string | null
          actor_name: string | null
          change_id: number | null
          deleted_at: string | null
          record: Json | null
          row_id: string | null
          table_name: string | null
        }
        Relationships: []
      }
      stale_translations: {
        Row: {
          change_id: number | null
          en_new: Json | null
          en_old: Json | null
          field: string | null
          lang: string | null
          marked_at: string | null
          marked_by: string | null
          row_id: string | null
          source_field: string | null
          table_name: string | null
        }
        Insert: {
          change_id?: number | null
          en_new?: Json | null
          en_old?: Json | null
          field?: string | null
          lang?: string | null
          marked_at?: string | null
          marked_by?: string | null
          row_id?: string | null
          source_field?: string | null
          table_name?: string | null
        }
        Update: {
          change_id?: number | null
          en_new?: Json | null
          en_old?: Json | null
          field?: string | null
          lang?: string | null
          marked_at?: string | null
          marked_by?: string | null
          row_id?: string | null
          source_field?: string | null
          table_name?: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      admin_create_user: {
        Args: {
          p_email: string
          p_password: string
          p_name: string
          p_last_name?: string
          p_role?: string
          p_is_active?: boolean
        }
        Returns: string
      }
      admin_dashboard: {
        Args: never
        Returns: Json
      }
      admin_delete_user: {
        Args: { p_id: string }
        Returns: undefined
      }
      admin_mfa_factors: {
        Args: { p_user_id?: string }
        Returns: {
          user_id: string
          factor_id: string
          friendly_name: string
          factor_type: string
          status: string
          created_at: string
          last_challenged_at: string
        }[]
      }
      admin_remove_mfa_factor: {
        Args: { p_user_id: string; p_factor_id: string }
        Returns: undefined
      }
      admin_set_password: {
        Args: { p_id: string; p_password: string }
        Returns: undefined
      }
      admin_update_user: {
        Args: {
          p_id: string
          p_email?: string
          p_name?: string
          p_last_name?: string
          p_role?: string
          p_is_active?: boolean
        }
        Returns: {
          created_at: string
          email: string
          id: string
          is_active: boolean
          last_name: string
          name: string
          role: Database["public"]["Enums"]["staff_role"]
          updated_at: string
        }
      }
      current_role_is: {
        Args: { role: string }
        Returns: boolean
      }
      current_user_role: {
        Args: never
        Returns: string
      }
      is_admin: {
        Args: never
        Returns: boolean
      }
      is_staff: {
        Args: never
        Returns: boolean
      }
      is_visible: {
        Args: { "": Database["public"]["Tables"]["news"]["Row"] }
        Returns: boolean
      }
      news_is_visible: {
        Args: {
          p_status: Database["public"]["Enums"]["news_status"]
          p_publish_date: string
        }
        Returns: boolean
      }
      news_search: {
        Args: { p_q: string }
        Returns: {
          created_at: string
          id: number
          preview_image_url: string | null
          publish_date: string
          status: Database["public"]["Enums"]["news_status"]
          text_en: string
          text_es: string | null
          text_ru: string | null
          title_en: string
          title_es: string | null
          title_ru: string | null
          updated_at: string
          updated_by: string | null
        }[]
      }
      news_title_matches: {
        Args: { p_q: string }
        Returns: number[]
      }
      page_data: {
        Args: {
          p_key?: string
          p_news_offset?: number
          p_news_limit?: number
          p_article_id?: number
          p_with_frame?: boolean
          p_news_before_date?: string
          p_news_before_id?: number
        }
        Returns: Json
      }
      preview_page_data: {
        Args: {
          p_key?: string
          p_news_offset?: number
          p_news_limit?: number
          p_article_id?: number
        }
        Returns: Json
      }
      prune_history: {
        Args: never
        Returns: number
      }
      reorder: {
        Args: { p_table: string; p_ids: number[] }
        Returns: undefined
      }
      restore_deleted: {
        Args: { p_table_name: string; p_row_id: string }
        Returns: Json
      }
      restore_previous_version: {
        Args: { p_change_id: number }
        Returns: Json
      }
      restore_version: {
        Args: { p_change_id: number }
        Returns: Json
      }
      site_frame: {
        Args: never
        Returns: Json
      }
      sitemap_data: {
        Args: { p_part?: number }
        Returns: Json
      }
      staff_session_state: {
        Args: never
        Returns: string
      }
      stale_marks: {
        Args:
          | { "": Database["public"]["Tables"]["news"]["Row"] }
          | { "": Database["public"]["Tables"]["coaches"]["Row"] }
          | { "": Database["public"]["Tables"]["programmes"]["Row"] }
          | { "": Database["public"]["Tables"]["subscriptions"]["Row"] }
          | { "": Database["public"]["Tables"]["pages"]["Row"] }
          | { "": Database["public"]["Tables"]["menu_items"]["Row"] }
          | { "": Database["public"]["Tables"]["site_settings"]["Row"] }
        Returns: {
          change_id: number | null
          en_new: Json | null
          en_old: Json | null
          field: string | null
          lang: string | null
          marked_at: string | null
          marked_by: string | null
          row_id: string | null
          source_field: string | null
          table_name: string | null
        }[]
      }
      translation_status: {
        Args: never
        Returns: {
          table_name: string
          row_id: string
          field: string
          lang: string
          status: string
          source_field: string
          en_old: Json
          en_new: Json
          marked_at: string
        }[]
      }
      translation_still_correct: {
        Args: { p_table_name: string; p_row_id: string; p_field: string }
        Returns: boolean
      }
    }
    Enums: {
      campus_role: "PLAYER" | "GOALKEEPER"
      campus_type: "INTERNAL" | "EXTERNAL"
      component_key:
        | "index"
        | "about"
        | "team"
        | "venues"
        | "subscriptions"
        | "news"
        | "contacts"
        | "camps"
        | "campus"
        | "cookies"
        | "privacy"
        | "legal"
      language_code: "en" | "es" | "ru"
      menu_type: "Header" | "Footer"
      news_status: "Draft" | "Published" | "Archived"
      page_key:
        | "index"
        | "about"
        | "coaches"
        | "venues"
        | "programmes"
        | "news"
        | "contacts"
        | "camps"
        | "campus"
        | "cookies"
        | "privacy"
      staff_role: "Admin" | "Editor"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      campus_role: ["PLAYER", "GOALKEEPER"],
      campus_type: ["INTERNAL", "EXTERNAL"],
      component_key: [
        "index",
        "about",
        "team",
        "venues",
        "subscriptions",
        "news",
        "contacts",
        "camps",
        "campus",
        "cookies",
        "privacy",
        "legal",
      ],
      language_code: ["en", "es", "ru"],
      menu_type: ["Header", "Footer"],
      news_status: ["Draft", "Published", "Archived"],
      page_key: [
        "index",
        "about",
        "coaches",
        "venues",
        "programmes",
        "news",
        "contacts",
        "camps",
        "campus",
        "cookies",
        "privacy",
      ],
      staff_role: ["Admin", "Editor"],
    },
  },
} as const
